# probe: a raise after a continue the run could not decide (in the variants where REG may be unbound): Python may have gone on to the next item
# expect: raises ValueError
# inputs
n = 1
# body
REG = {'a': 1}
seen = []
for name in ['zz', 'a']:
    seen.append(name)
    if name not in REG:
        continue
    int('')
