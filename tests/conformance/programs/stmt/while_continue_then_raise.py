# probe: a raise after a continue the run could not decide, in a while loop
# expect: raises ValueError
# inputs
n = 1
# body
REG = {'a': 1}
seen = []
i = 0
while i < 2:
    name = ['zz', 'a'][i]
    i += 1
    seen.append(name)
    if name not in REG:
        continue
    int('')
