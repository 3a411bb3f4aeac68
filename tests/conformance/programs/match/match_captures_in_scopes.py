# probe: match captures bind like assignments in their scope: into a class body, into a global with a global statement, into an enclosing function with nonlocal, and locally (shadowing a global) otherwise
# inputs
data = [1, 2]
# body
g = "global g"
class K:
    match data:
        case [first, second]:
            pair = (first, second)
r_class = (K.first, K.pair)
def set_global():
    global g
    match data:
        case [g, _]:
            pass
set_global()
r_global = g
def outer():
    x = "outer x"
    def inner():
        nonlocal x
        match data:
            case [_, x]:
                pass
    inner()
    return x
r_nonlocal = outer()
h = "global h"
def local_capture():
    match data:
        case [h, *_]:
            return h
r_local = (local_capture(), h)
def unbound_read():
    try:
        print_h = h
    except UnboundLocalError as e:
        print_h = type(e).__name__
    match data:
        case [h, *_]:
            pass
    return print_h
r_unbound = unbound_read()
