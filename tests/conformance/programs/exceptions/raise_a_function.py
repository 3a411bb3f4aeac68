# probe: raising a function object is a TypeError
# inputs
v = 1
# body
def f():
    return v
try:
    raise f
except TypeError:
    r_caught = "TypeError"
