# probe: args, str and repr of user exceptions with their own __init__ (calling super or not) and __str__, and of built-ins with several arguments
# inputs
code = 7
msg = "boom"
# body
class NoSuper(Exception):
    def __init__(self, code, text):
        self.code = code
        self.text = text
class WithSuper(Exception):
    def __init__(self, code, text):
        super().__init__(text)
        self.code = code
class OwnStr(Exception):
    def __str__(self):
        return "own:" + ",".join(map(str, self.args))
class OwnRepr(ValueError):
    def __repr__(self):
        return "OwnRepr!"
class Kw(Exception):
    def __init__(self, a, b=2):
        super().__init__(a, b)
n = NoSuper(code, msg)
r_nosuper = (n.args, str(n), repr(n), n.code)
w = WithSuper(code, msg)
r_withsuper = (w.args, str(w), repr(w))
o = OwnStr(code, msg)
r_ownstr = (str(o), repr(o), o.args)
orp = OwnRepr(msg)
r_ownrepr = (str(orp), repr(orp))
r_kw = (Kw(code).args, str(Kw(code, b=msg)))
e = ValueError(msg)
e.args = (1, 2)
r_args_set = (str(e), repr(e))
e.args = [msg]
r_args_list = (e.args, str(e))
r_empty = (str(Exception()), repr(Exception()), str(Exception("")), repr(Exception("")))
r_one_tuple = (str(Exception((1, 2))), repr(Exception((1, 2))))
r_keyerror = (str(KeyError(msg)), str(KeyError()), str(KeyError(msg, code)), repr(KeyError(msg)))
r_oserror = (str(OSError(2, "No such file")), OSError(2, "x").errno, OSError(2, "x").strerror, str(OSError(msg)))
r_fnf = (type(OSError(2, "x")).__name__, str(FileNotFoundError(2, "gone", "f.txt")))
r_stopiter = (StopIteration(code).value, StopIteration().value)
r_nonstr = (str(ValueError(code)), str(ValueError(None)), repr(ValueError(None)))
class Fmt(Exception):
    def __init__(self, name):
        self.name = name
        super().__init__(f"bad name {name!r}")
try:
    raise Fmt(msg)
except Fmt as ex:
    r_fmt = (str(ex), ex.name, ex.args)
