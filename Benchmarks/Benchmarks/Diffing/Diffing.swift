import Benchmark
import Formwork

let benchmarks: @Sendable () -> Void = {
    Benchmark("placeholder") { _ in
        blackHole(Form { Section { Row("a") } })
    }
}
