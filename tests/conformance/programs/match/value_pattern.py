# probe: value patterns: dotted names compare with ==
# inputs
color = "red"
code = 404
# body
class Color:
    RED = "red"
    GREEN = "green"
class Status:
    NOT_FOUND = 404
    OK = 200
def name(c):
    match c:
        case Color.RED:
            return "R"
        case Color.GREEN:
            return "G"
        case _:
            return "?"
r_color = name(color)
r_other = name("blue")
match code:
    case Status.OK:
        r_status = "ok"
    case Status.NOT_FOUND:
        r_status = "not found"
import math
match 3.141592653589793:
    case math.pi:
        r_pi = True
    case _:
        r_pi = False
