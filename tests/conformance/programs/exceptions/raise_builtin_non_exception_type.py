# probe: raising a builtin type that is not an exception class (int) is a TypeError
# inputs
v = 1
# body
try:
    raise int
except TypeError:
    r_caught = "TypeError"
