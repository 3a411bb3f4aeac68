# probe: what operator.itemgetter / attrgetter / methodcaller make: their type names, callable, not partials, and calls through them over dicts and objects
# inputs
key = "b"
# body
import operator, functools
ig = operator.itemgetter(key)
ag = operator.attrgetter("real")
mc = operator.methodcaller("upper")
r_types = (type(ig).__name__, type(ag).__name__, type(mc).__name__)
r_partial = (isinstance(ig, functools.partial), isinstance(ag, functools.partial))
r_callable = (callable(ig), callable(ag), callable(mc))
r_calls = (ig({"b": 1}), ag(5), mc("x"))
r_has_func = hasattr(ig, "func")
r_has_args = hasattr(ag, "args")
