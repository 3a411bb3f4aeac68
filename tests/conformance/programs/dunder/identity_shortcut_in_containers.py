# probe: containers compare by identity before __eq__: an object never equal to itself is still found in lists, tuples, dicts and counted
# inputs
k = 1
# body
asked = []
class Never:
    def __init__(self, k):
        self.k = k
    def __eq__(self, o):
        asked.append(self.k)
        return False
    def __hash__(self):
        return self.k
n = Never(k)
r_self_eq = n == n
r_in_list = n in [n]
r_list_eq = [n] == [n]
r_tuple_eq = (n, 1) == (n, 1)
r_count = [n, n, Never(k)].count(n)
r_index = [Never(k), n].index(n)
r_dict = {n: "found"}[n]
r_set = n in {n}
r_other = Never(k) in [n]
r_asked = len(asked)
d = {n: 1}
try:
    d[Never(k)]
except KeyError:
    r_missing = "KeyError"
nan = float("nan")
r_nan = (nan == nan, nan in [nan], [nan] == [nan], [nan].count(nan))
r_nan_dict = {nan: 1}.get(nan)
r_remove = [Never(k), n]
r_remove.remove(n)
r_remove_len = len(r_remove)
