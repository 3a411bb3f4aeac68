# probe: __exit__ returning an object whose __bool__ raises or returns a non-bool: that error comes out of the with (its __context__ the body's exception); when the body did not raise, the return value is never tested
# inputs
k = "key"
# body
class BadBool:
    def __bool__(self):
        raise ZeroDivisionError("bool")
class IntBool:
    def __bool__(self):
        return 1
class CM:
    def __init__(self, ret):
        self.ret = ret
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return self.ret
out = []
for ret in (BadBool(), IntBool()):
    try:
        with CM(ret):
            {}[k]
        out.append("suppressed")
    except KeyError:
        out.append("KeyError")
    except ZeroDivisionError as e:
        out.append(("ZeroDivisionError", type(e.__context__).__name__))
    except TypeError as e:
        out.append(("TypeError", type(e.__context__).__name__))
    with CM(ret):
        pass
    out.append("clean ok")
r_out = out
