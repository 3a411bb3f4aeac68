# probe: minimal: del of a name that is only a builtin raises NameError
# inputs
v = 1
# body
try:
    del len
    r = "deleted"
except NameError as e:
    r = str(e)
len = v
del len
r_after = len([1, 2])
try:
    del len
    r_twice = "deleted"
except NameError as e:
    r_twice = str(e)
