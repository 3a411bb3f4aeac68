# probe: close() on a generator that never started, that catches GeneratorExit and returns, that yields again (RuntimeError), that raises another error; state after close
# inputs
n = 3
# body
log = []
def plain():
    for i in range(n):
        yield i
p = plain()
r_close_fresh = p.close()
r_next_after_fresh_close = next(p, "closed")
def catches():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        log.append("exit seen")
        return "ret"
c = catches()
next(c)
r_close_caught = c.close()
r_log = list(log)
def yields_again():
    try:
        yield 1
    except GeneratorExit:
        yield "again"
y = yields_again()
next(y)
try:
    y.close()
    r_yield_again = "no error"
except RuntimeError as e:
    r_yield_again = type(e).__name__
def raises_other():
    try:
        yield 1
    finally:
        raise ValueError("in finally")
o = raises_other()
next(o)
try:
    o.close()
    r_other = "no error"
except ValueError as e:
    r_other = type(e).__name__
r_other_next = next(o, "done")
e = plain()
r_e_all = list(e)
r_close_exhausted = e.close()
