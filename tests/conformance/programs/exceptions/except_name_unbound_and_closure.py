# probe: the except-as name is deleted at the end of the handler even if bound before; a closure over it then fails; assigning it elsewhere inside the handler survives
# inputs
k = "key"
# body
e = "before"
try:
    {}[k]
except KeyError as e:
    r_inside = type(e).__name__
try:
    e
    r_after = "bound"
except NameError as err:
    r_after = str(err)
def closure_over_exc():
    try:
        raise ValueError(k)
    except ValueError as exc:
        f = lambda: exc
    try:
        return f()
    except NameError as err:
        return type(err).__name__
r_closure = closure_over_exc()
def saved():
    try:
        raise ValueError(k)
    except ValueError as exc:
        kept = exc
    return kept.args
r_saved = saved()
def func_local():
    exc = 1
    try:
        raise TypeError
    except TypeError as exc:
        pass
    try:
        return exc
    except UnboundLocalError as err:
        return type(err).__name__
r_func_local = func_local()
