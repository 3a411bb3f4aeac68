# probe: nested with items exit in reverse order; inner suppression hides exception from outer; exception from inner __exit__ seen by outer
# inputs
k = "boom"
# body
log = []
class CM:
    def __init__(self, name, suppress=False, raise_in_exit=None):
        self.name = name
        self.suppress = suppress
        self.raise_in_exit = raise_in_exit
    def __enter__(self):
        log.append("enter " + self.name)
        return self.name
    def __exit__(self, t, e, tb):
        log.append(("exit", self.name, t.__name__ if t else None))
        if self.raise_in_exit:
            raise self.raise_in_exit
        return self.suppress
with CM("a") as a, CM("b", suppress=True) as b:
    raise ValueError(k)
r_names = (a, b)
try:
    with CM("outer"), CM("inner", raise_in_exit=KeyError(k)):
        raise ValueError("orig")
except KeyError as e:
    r_ctx = type(e.__context__).__name__
with CM("o", suppress=True):
    with CM("i"):
        raise TypeError
r_log = log
