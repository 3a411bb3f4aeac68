# probe: bare raise with nothing active, raising a non-exception, catching a non-exception class, sys.exc_info in and after a handler, add_note in 3.11
# inputs
v = 5
# body
import sys
def err(thunk):
    try:
        thunk()
        return None
    except BaseException as e:
        return (type(e).__name__, str(e))
def bare():
    raise
r_bare = err(bare)
def raise_int():
    raise v
r_raise_int = err(raise_int)
def catch_nonexc():
    try:
        raise KeyError
    except int:
        pass
r_catch_nonexc = err(catch_nonexc)
def catch_nonexc_unused():
    try:
        return "no raise"
    except int:
        pass
r_unused = catch_nonexc_unused()
try:
    raise IndexError(v)
except IndexError:
    info = sys.exc_info()
    r_info = (info[0].__name__, info[1].args)
r_info_after = sys.exc_info()
e = ValueError("base")
e.add_note("note one")
e.add_note(f"note {v}")
r_notes = e.__notes__
r_args_multi = str(KeyError("a", "b"))
r_key_single = str(KeyError("a"))
r_raise_class = err(lambda: (_ for _ in ()).throw(ValueError))
