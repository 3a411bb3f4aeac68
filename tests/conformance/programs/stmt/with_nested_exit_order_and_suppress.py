# probe: nested managers (one with statement, several items) exit in reverse order; an inner one that suppresses means the outer sees no exception; an inner one that raises anew means the outer sees the new one
# inputs
k = "key"
# body
log = []
class CM:
    def __init__(self, name, action=None):
        self.name = name
        self.action = action
    def __enter__(self):
        log.append("enter " + self.name)
        return self.name
    def __exit__(self, typ, val, tb):
        log.append(("exit " + self.name, typ.__name__ if typ else None))
        if self.action == "suppress":
            return True
        if self.action == "raise":
            raise ValueError(self.name)
        return False
try:
    with CM("a"), CM("b", "suppress"), CM("c"):
        raise KeyError(k)
    log.append("after 1")
except KeyError:
    log.append("KeyError 1")
try:
    with CM("x"), CM("y", "raise"), CM("z"):
        raise KeyError(k)
except ValueError as e:
    log.append(("ValueError", e.args, type(e.__context__).__name__))
with CM("p") as p, CM(p + "q") as q:
    log.append(p + q)
r_log = log
