/// The CSS that makes Formwork's markup look like a grouped settings list, in light and dark
/// (`prefers-color-scheme`), from phone width up.
public enum HTMLStylesheet {
    /// The default stylesheet, keyed to the `fw-` classes the renderer writes.
    public static let `default` = """
        :root{color-scheme:light dark;--fw-bg:#f2f2f7;--fw-group:#fff;--fw-text:#000;--fw-secondary:#6c6c70;\
        --fw-separator:#c6c6c8;--fw-accent:#0a62d6;--fw-on-accent:#fff;--fw-error:#c4162a;--fw-control:#e9e9eb}
        @media (prefers-color-scheme:dark){:root{--fw-bg:#000;--fw-group:#1c1c1e;--fw-text:#fff;\
        --fw-secondary:#aeaeb2;--fw-separator:#38383a;--fw-accent:#4da3ff;--fw-on-accent:#000;--fw-error:#ff6b6b;\
        --fw-control:#2c2c2e}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--fw-bg);color:var(--fw-text);\
        font:17px/1.35 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
        .fw-page{max-width:40rem;margin:0 auto;padding:1rem}
        .fw-page-title{font-size:1.75rem;margin:.5rem 1rem 1rem}
        .fw-section{border:0;margin:0 0 1.75rem;padding:0;min-width:0}
        .fw-header{padding:0 1rem .4rem;font-size:.8rem;text-transform:uppercase;letter-spacing:.02em;color:var(--fw-secondary)}
        .fw-rows{background:var(--fw-group);border-radius:10px;overflow:hidden}
        .fw-row{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;min-height:2.75rem;\
        padding:.55rem 1rem;overflow-wrap:anywhere}
        .fw-row~.fw-row{border-top:.5px solid var(--fw-separator)}
        .fw-text{display:flex;flex-direction:column;flex:1 1 auto;min-width:0}
        .fw-subtitle,.fw-footer,.fw-detail,.fw-value{color:var(--fw-secondary)}
        .fw-subtitle{font-size:.85rem}
        .fw-hint{flex-basis:100%;color:var(--fw-secondary);font-size:.85rem}
        .fw-footer{padding:.4rem 1rem 0;font-size:.8rem}
        .fw-label{flex:1 1 8rem;min-width:0}
        .fw-row input:not([type=checkbox]):not([type=hidden]):not([type=radio]),.fw-row select,.fw-row textarea{\
        flex:1 1 12rem;min-width:0;font:inherit;color:inherit;background:var(--fw-control);border:1px solid transparent;\
        border-radius:8px;padding:.4rem .6rem}
        .fw-row textarea{flex-basis:100%;min-height:5rem;resize:vertical}
        .fw-row :focus-visible{outline:2px solid var(--fw-accent);outline-offset:1px}
        .fw-switch{appearance:none;-webkit-appearance:none;width:3.1rem;height:1.9rem;border-radius:1rem;\
        background:var(--fw-control);position:relative;margin:0;cursor:pointer;transition:background .2s}
        .fw-switch::after{content:"";position:absolute;top:.15rem;left:.15rem;width:1.6rem;height:1.6rem;border-radius:50%;\
        background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.3);transition:transform .2s}
        .fw-switch:checked{background:#34c759}
        .fw-switch:checked::after{transform:translateX(1.2rem)}
        .fw-link,.fw-button{all:unset;box-sizing:border-box;display:flex;flex:1 1 100%;align-items:center;gap:.75rem;cursor:pointer}
        .fw-link::after{content:"›";color:var(--fw-secondary);font-size:1.3rem;margin-left:auto}
        .fw-button{color:var(--fw-accent)}
        .fw-link:focus-visible,.fw-button:focus-visible{outline:2px solid var(--fw-accent)}
        .fw-invalid input,.fw-invalid select,.fw-invalid textarea{border-color:var(--fw-error)!important}
        .fw-error{flex-basis:100%;color:var(--fw-error);font-size:.85rem}
        .fw-error p{margin:0}
        .fw-status{margin:0 0 1.25rem;padding:.6rem 1rem;border-radius:10px;background:var(--fw-group)}
        .fw-summary{border:2px solid var(--fw-error);border-radius:10px;padding:.5rem 1rem;margin-bottom:1.5rem;color:var(--fw-error)}
        .fw-summary:focus{outline:3px solid var(--fw-accent);outline-offset:2px}
        .fw-summary-title{font-size:1.1rem;margin:.25rem 0 .5rem;color:var(--fw-text)}
        .fw-summary ul{margin:0;padding-left:1.25rem}
        .fw-summary a{color:var(--fw-error);font-weight:600}
        .fw-choices{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;border:0;margin:0;padding:0;\
        flex:1 1 100%;min-width:0}
        .fw-choices legend{float:left;padding:0}
        .fw-options{display:flex;flex-wrap:wrap;gap:.25rem;flex:1 1 12rem;min-width:0}
        .fw-choices label{padding:.3rem .7rem;border-radius:8px;background:var(--fw-control);cursor:pointer}
        .fw-choices input{position:absolute;opacity:0}
        .fw-choices input:checked+label{background:var(--fw-accent);color:var(--fw-on-accent)}
        .fw-choices input:focus-visible+label{outline:2px solid var(--fw-accent)}
        .fw-actions{padding:0 1rem}
        .fw-list-buttons{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end}
        .fw-section>.fw-list-buttons{padding:.5rem 1rem 0}
        .fw-list-button,.fw-action{font:inherit;font-size:.9rem;padding:.35rem .8rem;border:0;border-radius:8px;\
        background:var(--fw-control);color:var(--fw-accent);cursor:pointer}
        .fw-list-button:focus-visible,.fw-action:focus-visible{outline:2px solid var(--fw-accent);outline-offset:1px}
        .fw-row-actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-left:auto}
        .fw-action.fw-destructive{color:var(--fw-error)}
        .fw-back-link{display:inline-block;margin:0 1rem .75rem;color:var(--fw-accent)}
        .fw-back-link::before{content:"‹ "}
        .fw-caption{display:block;margin:0 1rem;color:var(--fw-secondary)}
        .fw-answers{background:var(--fw-group);border-radius:10px;margin:0 0 1.75rem;padding:0}
        .fw-answer{display:flex;flex-wrap:wrap;gap:.25rem .75rem;padding:.55rem 1rem;overflow-wrap:anywhere}
        .fw-answer~.fw-answer{border-top:.5px solid var(--fw-separator)}
        .fw-question{flex:1 1 10rem;font-weight:600}
        .fw-answer-value{flex:2 1 12rem;margin:0;white-space:pre-wrap}
        .fw-answer-actions{margin:0}
        .fw-change-link{color:var(--fw-accent)}
        .fw-default,.fw-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        .fw-submit{width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:10px;\
        background:var(--fw-accent);color:var(--fw-on-accent);cursor:pointer}
        .fw-row [disabled],.fw-row [disabled]+label,.fw-disabled .fw-label,.fw-disabled .fw-text,\
        .fw-disabled [aria-disabled]{opacity:.5;cursor:not-allowed}
        @media (max-width:30rem){.fw-page{padding:.5rem}.fw-row:not(:has(.fw-switch)) .fw-label{flex-basis:100%}}
        """
}
