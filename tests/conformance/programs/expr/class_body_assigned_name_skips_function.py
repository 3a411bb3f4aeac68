# probe: minimal: in a class body inside a function, a name the class body assigns is read from the class namespace, then the module, never the function's local
# inputs
x = "module"
# body
def make():
    x = "function"
    class C:
        before = x
        x = "class"
    return C.before
r = make()
