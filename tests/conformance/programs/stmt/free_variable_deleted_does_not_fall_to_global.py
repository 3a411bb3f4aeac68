# probe: a nested function reading its enclosing function's variable after del raises NameError, even with a global of that name
# inputs
v = 1
# body
x = "global"
def outer():
    x = "local"
    def inner():
        return x
    del x
    try:
        return inner()
    except NameError:
        return "NameError"
r_read = outer()
