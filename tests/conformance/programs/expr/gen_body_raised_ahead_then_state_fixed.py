# probe: a generator's later step reads state the consumer fixes between pulls (a dict key added, a global bound, a list grown): the step that would fail if run early succeeds
# inputs
key = "k"
# body
table = {}
def reads_table():
    yield 1
    yield table[key]
it = reads_table()
r_first = next(it)
table[key] = 5
try:
    r_second = next(it)
except KeyError:
    r_second = "KeyError"
def reads_global():
    yield "a"
    yield later_bound
it2 = reads_global()
r_g_first = next(it2)
later_bound = "bound now"
try:
    r_g_second = next(it2)
except NameError:
    r_g_second = "NameError"
items = [10]
def reads_index():
    yield items[0]
    yield items[1]
it3 = reads_index()
r_i_first = next(it3)
items.append(20)
try:
    r_i_second = next(it3)
except IndexError:
    r_i_second = "IndexError"
