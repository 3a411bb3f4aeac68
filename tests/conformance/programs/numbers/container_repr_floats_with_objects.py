# probe: str/repr of lists, tuples and dicts holding floats in exponent form beside an object with its own __repr__
# inputs
tiny = 1e-05
big = 1e16
# body
class P:
    def __repr__(self):
        return 'P()'
r_list = str([big, tiny, P()])
r_tuple = repr((P(), 2.5e-7, 1.5e300))
r_fstr = f"{[P(), big]}"
r_dict = str({big: P(), 'k': tiny})
r_nested = repr([[tiny], (P(),)])
r_plain_list = str([big, tiny])
r_small = str([P(), 0.5, 100.0, 1e15])
