# probe: augmented assignment to a name in a class body reads the module's value (or a class name already bound) and binds the class attribute; inside a function, the function's local is skipped; a loop target in a class body is a class attribute a lambda there cannot see
# inputs
x = 10
i = "module i"
# body
class A:
    x += 1
r_a = (A.x, x)
class B:
    x = 100
    x += 1
r_b = (B.x, x)
def in_function():
    x = "function local"
    class C:
        x += 5
    return C.x
r_in_function = in_function()
def no_module_value():
    y = 1
    class D:
        try:
            y += 1
        except NameError as e:
            err = type(e).__name__
    return (D.err, hasattr(D, "y"))
r_no_module_value = no_module_value()
class E:
    for i in range(3):
        pass
    f = staticmethod(lambda: i)
    items = [i for _ in range(1)]
r_e = (E.i, E.f(), E.items)
class F:
    total = 0
    for n in (1, 2, 3):
        total += n
    del n
r_f = (F.total, hasattr(F, "n"))
