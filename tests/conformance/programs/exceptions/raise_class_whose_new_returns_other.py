# probe: raising a class whose __new__ returns something that is not an exception is TypeError; one whose __new__ returns an instance of another exception class raises that one; an __init__ needing arguments makes raise Class a TypeError
# inputs
v = 1
# body
class Weird(Exception):
    def __new__(cls, *args):
        return v
class Other(Exception):
    def __new__(cls, *args):
        return KeyError("swapped")
class NeedsArg(Exception):
    def __init__(self, x):
        super().__init__(x)
out = []
for cls in (Weird, Other, NeedsArg):
    try:
        raise cls
    except TypeError as e:
        out.append((cls.__name__, "TypeError"))
    except KeyError as e:
        out.append((cls.__name__, "KeyError", e.args))
    except Exception as e:
        out.append((cls.__name__, type(e).__name__))
r_out = out
