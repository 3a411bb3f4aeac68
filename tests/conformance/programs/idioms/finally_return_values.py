# probe: what a function returns when its finally changes things: a returned list appended to in finally, a returned name rebound in finally, an exception in else not caught by its own try
# inputs
n = 3
# body
def collect():
    out = [n]
    try:
        return out
    finally:
        out.append("fin")
r_collect = collect()
def rebind():
    x = n
    try:
        return x
    finally:
        x = -1
r_rebind = rebind()
def else_raises():
    try:
        v = n
    except ZeroDivisionError:
        return "caught"
    else:
        return 1 // (v - n)
try:
    r_else = else_raises()
except ZeroDivisionError as e:
    r_else = type(e).__name__
def finally_raises():
    try:
        raise KeyError("a")
    finally:
        return "swallowed"
r_swallow = finally_raises()
def replaced():
    try:
        raise KeyError("a")
    finally:
        raise ValueError("b")
try:
    replaced()
except Exception as e:
    r_replaced = (type(e).__name__, type(e.__context__).__name__)
