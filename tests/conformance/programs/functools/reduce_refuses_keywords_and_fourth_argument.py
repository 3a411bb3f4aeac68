# probe: functools.reduce on 3.11 takes its initial value positionally only: initial= and a fourth argument are TypeErrors
# inputs
xs = [1, 2, 3]
# body
import functools
import operator
def outcome(f):
    try:
        return ("ok", f())
    except TypeError as e:
        return ("TypeError", str(e))
r_initial_kw = outcome(lambda: functools.reduce(operator.add, xs, initial=10))
r_four = outcome(lambda: functools.reduce(operator.add, xs, 10, 0))
r_positional = outcome(lambda: functools.reduce(operator.add, xs, 10))
r_partial_noncallable = outcome(lambda: functools.partial(5))
