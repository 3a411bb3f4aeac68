# probe: the except-as name is unbound after the handler, even when bound before, at module level (NameError) and in a function (UnboundLocalError); a global declared name is deleted too
# inputs
k = "key"
# body
err = "preset"
try:
    raise KeyError(k)
except KeyError as err:
    pass
r_module = "err" in globals()
g = 1
def uses_global():
    global g
    try:
        raise ValueError(k)
    except ValueError as g:
        pass
uses_global()
r_global_gone = "g" in globals()
def local():
    x = 5
    try:
        raise TypeError
    except TypeError as x:
        pass
    try:
        return x
    except NameError as ne:
        return type(ne).__name__
r_local = local()
def rebind_in_handler():
    try:
        raise TypeError
    except TypeError as y:
        y = "rebound"
    try:
        return y
    except NameError as ne:
        return type(ne).__name__
r_rebind = rebind_in_handler()
def del_in_handler():
    try:
        raise TypeError
    except TypeError as z:
        del z
    return "ok"
r_del = del_in_handler()
