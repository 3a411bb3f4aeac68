# probe: an error the run can't decide inside a try whose handlers do not take it leaves the try: the program may end there, and what it binds after is not known to be bound
# expect: raises NameError
# inputs
flag = False
# body
for item in [2]:
    pass
if flag:
    name = "beta"
try:
    r_key = name[0:0]
except KeyError:
    r_key = "missing"
for item in [1]:
    pass
r_after = item * 10
r_missing = undefined_name
