# probe: a generator calling next on itself raises ValueError; send to yield from of a list iterator fails; throw of StopIteration into a generator becomes RuntimeError; gi_frame after end
# inputs
n = 3
# body
def selfish():
    yield next(me)
me = selfish()
try:
    next(me)
except ValueError as e:
    r_reenter = str(e)
def deleg():
    yield from [1, 2, n]
d = deleg()
r_d_first = next(d)
try:
    d.send("x")
except AttributeError as e:
    r_send_list = type(e).__name__
def plain():
    yield 1
    yield 2
p = plain()
next(p)
try:
    p.throw(StopIteration)
except RuntimeError as e:
    r_stop_throw = str(e)
def finished():
    yield 1
f = finished()
r_frame_before = f.gi_frame is not None
list(f)
r_frame_after = f.gi_frame is None
r_running = f.gi_running
import inspect
g = plain()
r_states = [inspect.getgeneratorstate(g)]
next(g)
r_states.append(inspect.getgeneratorstate(g))
g.close()
r_states.append(inspect.getgeneratorstate(g))
