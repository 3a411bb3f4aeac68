# probe: partial of a bound method (self fixed), of a builtin method (str.split), of a class (constructor), partial stored in a dict and in a list and called
# inputs
word = "a-b-c"
# body
from functools import partial
class Acc:
    def __init__(self):
        self.items = []
    def add(self, x, times=1):
        self.items.extend([x] * times)
        return len(self.items)
acc = Acc()
add3 = partial(acc.add, times=3)
r_add = add3("z")
r_items = list(acc.items)
splitter = partial(str.split, sep="-")
r_split = splitter(word)
r_split_max = partial(word.split, "-")(maxsplit=1)
mk = partial(dict, a=1)
r_dict = mk(b=2)
table = {"up": partial(str.upper), "rep": partial(str.replace, word, "-")}
r_table = [table["up"](word), table["rep"]("+")]
fs = [partial(pow, 2), partial(pow, exp=3)]
r_list_calls = [fs[0](5), fs[1](2)]
r_func_is_method = add3.func == acc.add
