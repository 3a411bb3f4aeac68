# probe: minimal: `global x` in a nested function reads the module's x, not the enclosing function's local x
# inputs
x = "module"
# body
def outer():
    x = "local"
    def inner():
        global x
        return x
    return inner()
r = outer()
