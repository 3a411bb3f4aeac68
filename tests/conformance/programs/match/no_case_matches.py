# probe: when no case matches, nothing runs and no name is bound
# inputs
v = 7
# body
r_before = "set"
match v:
    case 1:
        r_hit = 1
    case [x]:
        r_hit = x
    case {"k": x}:
        r_hit = x
try:
    r_hit
    r_bound = True
except NameError:
    r_bound = False
