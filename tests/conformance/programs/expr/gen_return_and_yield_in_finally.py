# probe: a return inside try with a yield in finally; a return in finally overriding a raise; the StopIteration value seen by next()
# inputs
v = 5
# body
def g1():
    try:
        yield 1
        return v
    finally:
        yield 2
it = g1()
r_g1 = [next(it), next(it)]
try:
    next(it)
except StopIteration as e:
    r_g1_ret = e.value
def g2():
    try:
        yield 1
        raise KeyError("k")
    finally:
        return v * 2
it = g2()
r_g2_first = next(it)
try:
    next(it)
except StopIteration as e:
    r_g2_ret = e.value
except KeyError:
    r_g2_ret = "KeyError"
def g3():
    for i in range(3):
        try:
            yield i
        finally:
            if i == 1:
                return "early"
it = g3()
r_g3 = list(it)
it = g3()
r_g3_steps = [next(it), next(it)]
try:
    next(it)
except StopIteration as e:
    r_g3_ret = e.value
