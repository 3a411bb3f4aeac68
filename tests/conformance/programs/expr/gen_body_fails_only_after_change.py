# probe: the reverse: a generator whose later step works when run early but fails after the consumer removes a key, deletes a global or empties a list between pulls
# inputs
key = "k"
# body
table = {key: 1}
def reads_table():
    yield 1
    yield table[key]
it = reads_table()
r_first = next(it)
del table[key]
try:
    r_second = next(it)
except KeyError:
    r_second = "KeyError"
present = "here"
def reads_global():
    yield "a"
    yield present
it2 = reads_global()
r_g_first = next(it2)
del present
try:
    r_g_second = next(it2)
except NameError:
    r_g_second = "NameError"
items = [10, 20]
def reads_index():
    yield items[0]
    yield items[1]
it3 = reads_index()
r_i_first = next(it3)
items.clear()
try:
    r_i_second = next(it3)
except IndexError:
    r_i_second = "IndexError"
