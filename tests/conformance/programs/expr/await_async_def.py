# probe: async def makes a coroutine function; calling it does not run its body
# inputs
n = 1
# body
ran = []
async def co(x):
    ran.append(x)
    return x + 1
c = co(n)
r_ran = list(ran)
r_type = type(c).__name__
c.close()
import inspect
r_is_coro_fn = inspect.iscoroutinefunction(co)
