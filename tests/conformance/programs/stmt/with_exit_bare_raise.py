# probe: a bare raise inside __exit__ re-raises the exception the body raised (it is being handled there); on a clean exit inside an outer handler it re-raises the outer one, and with none active it is RuntimeError
# inputs
k = "key"
# body
class Reraiser:
    def __enter__(self):
        return self
    def __exit__(self, typ, val, tb):
        raise
try:
    with Reraiser():
        raise KeyError(k)
except KeyError as e:
    r_body = ("KeyError", e.args)
except RuntimeError:
    r_body = "RuntimeError"
try:
    raise ValueError(k)
except ValueError:
    try:
        with Reraiser():
            pass
    except ValueError:
        r_outer = "ValueError"
    except RuntimeError:
        r_outer = "RuntimeError"
try:
    with Reraiser():
        pass
except RuntimeError:
    r_none = "RuntimeError"
