# probe: itertools.chain and chain.from_iterable
# inputs
a = [1, 2]
b = (3,)
# body
from itertools import chain
r_chain = list(chain(a, b, "xy"))
r_from_iter = list(chain.from_iterable([a, b, []]))
r_empty = list(chain())
r_lazy = next(chain([], a))
r_nested = list(chain.from_iterable(chain([[1]], [[2, 3]])))
