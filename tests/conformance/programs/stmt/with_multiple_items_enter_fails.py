# probe: with A() as a, B() as b: enter order A,B; exit order B,A; when B's __enter__ raises only A's __exit__ runs and sees the error; when A suppresses, the run goes on
# inputs
fail_at = "b"
# body
log = []
class CM:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        log.append("enter " + self.name)
        if self.name == fail_at:
            raise ValueError(self.name)
        return self.name
    def __exit__(self, typ, val, tb):
        log.append("exit " + self.name + " " + (typ.__name__ if typ else "-"))
        return self.swallow
try:
    with CM("a") as a, CM("b") as b, CM("c") as c:
        log.append("body")
except ValueError as e:
    log.append("caught " + str(e))
with CM("x", True), CM("b"):
    log.append("not reached")
log.append("after")
r_log = log
