# probe: a nested function reading its enclosing function's variable before it is assigned raises NameError, even with a global of that name
# inputs
v = 1
# body
x = "global"
def outer():
    def inner():
        return x
    try:
        r = inner()
    except NameError:
        r = "NameError"
    x = "local"
    return r
r_read = outer()
