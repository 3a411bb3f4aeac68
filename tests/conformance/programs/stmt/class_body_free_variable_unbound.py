# probe: a class body in a function reading the function's variable before it is assigned raises NameError, even with a global of that name
# inputs
v = 1
# body
x = "global"
def outer():
    class C:
        y = x
    x = "local"
    return C.y
try:
    r_read = outer()
except NameError:
    r_read = "NameError"
