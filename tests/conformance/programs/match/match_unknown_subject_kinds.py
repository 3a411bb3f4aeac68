# probe: one match over values of many kinds, built from inputs: the case taken, the names bound, and what the bodies changed, per kind
# inputs
n = 3
word = "go"
pair = [1, 2]
conf = {"mode": "fast", "level": 2}
# body
from dataclasses import dataclass
@dataclass
class Cmd:
    name: str
    arg: int = 0
log = []
def handle(v):
    match v:
        case int(k) if k > 2:
            log.append("big int")
            return k * 2
        case int():
            return "small int"
        case str() as s if s.startswith("g"):
            return s.upper()
        case [x, y]:
            return x + y
        case {"mode": "fast", **rest}:
            return sorted(rest)
        case Cmd(name, arg=0):
            return ("cmd", name)
        case Cmd(name, a):
            return ("cmd arg", name, a)
        case _:
            return None
r_all = [handle(x) for x in [n, n - 2, word, pair, conf, Cmd(word), Cmd(word, n), 1.5]]
r_log = log
total = 0
for x in pair + [n]:
    match x:
        case 1:
            total += 10
        case 2 | 3:
            total += x
r_total = total
