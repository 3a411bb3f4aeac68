# probe: a raise after a break the run could not decide: the loop may have been left before it
# inputs
n = 1
# body
REG = {'a': 1}
seen = []
for name in ['a', 'zz']:
    seen.append(name)
    if name in REG:
        break
    int('')
after = len(seen)
