# probe: a name assigned anywhere in a function is local throughout: reads before it raise UnboundLocalError even if the assignment is unreachable, in a loop, an augmented assignment, a for target, an import, a def, a with-as, an except-as
# inputs
x = 5
# body
def attempt(f):
    try:
        return f()
    except UnboundLocalError:
        return "UnboundLocalError"
    except NameError:
        return "NameError"
def unreachable():
    r = x
    if False:
        x = 1
    return r
r_unreachable = attempt(unreachable)
def after_return():
    return x
    x = 2
r_after_return = attempt(after_return)
def for_target():
    y = x
    for x in range(2):
        pass
    return y
r_for_target = attempt(for_target)
def import_binds():
    y = x
    import os as x
    return y
r_import = attempt(import_binds)
def def_binds():
    y = x
    def x():
        pass
    return y
r_def = attempt(def_binds)
def second_iteration():
    out = []
    for i in range(2):
        if i == 1:
            out.append(x)
        x = i
    return out
r_second_iteration = attempt(second_iteration)
def first_iteration():
    out = []
    for i in range(2):
        out.append(x)
        x = i
    return out
r_first_iteration = attempt(first_iteration)
def walrus_binds():
    y = x
    (x := 3)
    return y
r_walrus = attempt(walrus_binds)
def class_binds():
    y = x
    class x:
        pass
    return y
r_class = attempt(class_binds)
def except_binds():
    y = x
    try:
        pass
    except Exception as x:
        pass
    return y
r_except = attempt(except_binds)
r_subclass = issubclass(UnboundLocalError, NameError)
