import re,sys
# Sums calls to, and inclusive instructions of, swift::constraints::ConstraintSystem::finalize()
# in a callgrind output file (names compressed as "(id) name" once, "(id)" afterwards).
path=sys.argv[1]
names={}; calls=0; incl=0; target=set(); pending=None
for line in open(path, errors='replace'):
    m=re.match(r'^c?fn=\((\d+)\)(?: (.*))?',line)
    if m:
        i,n=m.group(1),m.group(2)
        if n: names[i]=n
        if line.startswith('cfn='): pending=i
        continue
    if line.startswith('calls=') and pending is not None:
        n=names.get(pending,'')
        if 'ConstraintSystem8finalize' in n or 'ConstraintSystem::finalize' in n:
            calls+=int(line.split('=')[1].split()[0]); pending=('count',)
        else: pending=None
        continue
    if pending==('count',):
        parts=line.split()
        if len(parts)>=2: incl+=int(parts[1])
        pending=None
total=int([l for l in open(path) if l.startswith('summary:') or l.startswith('totals:')][0].split()[1])
print(f"{calls} {incl} {total}")
