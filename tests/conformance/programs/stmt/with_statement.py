# probe: with calls __enter__ and __exit__, binds as, and __exit__ returning True suppresses
# inputs
suppress = True
# body
log = []
class CM:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        log.append("enter " + self.name)
        return self.name.upper()
    def __exit__(self, typ, val, tb):
        log.append("exit " + self.name + " " + (typ.__name__ if typ else "None"))
        return self.swallow
with CM("a") as got:
    log.append("body " + got)
with CM("b", suppress):
    raise ValueError("x")
try:
    with CM("c"):
        raise KeyError("y")
except KeyError:
    log.append("caught")
with CM("d") as x, CM("e") as y:
    log.append(x + y)
r_log = log
