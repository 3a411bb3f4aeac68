# probe: a generator pulled from inside its own body raises ValueError (already executing); gi_running is True only while it runs; the error ends the generator
# inputs
k = 2
# body
states = []
def gen():
    states.append(("inside", me.gi_running))
    try:
        next(me)
    except ValueError as e:
        states.append(("nested", type(e).__name__))
    yield k
    yield k + 1
me = gen()
states.append(("before", me.gi_running))
r_first = next(me)
states.append(("after", me.gi_running))
r_states = states
def gen2():
    next(me2)
    yield 1
me2 = gen2()
try:
    next(me2)
    r_uncaught = "no"
except ValueError:
    r_uncaught = "ValueError"
r_after_error = next(me2, "finished")
