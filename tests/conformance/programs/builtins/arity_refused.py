# probe: built-ins and methods of str, list, dict, set and tuple given too many arguments, too few, or a keyword they do not take (Python's TypeError whatever the values), beside the same calls written right
# inputs
n = 2
# body
def attempt(f):
    try:
        return f()
    except TypeError:
        return "TypeError"
words = ["b", "a", "c"]
r_len = [attempt(lambda: len(words, n)), attempt(lambda: len()), attempt(lambda: len(obj=words)), len(words)]
r_sorted = [attempt(lambda: sorted(words, len)), sorted(words, key=len, reverse=True), attempt(lambda: sorted(iterable=words))]
r_enum = [attempt(lambda: list(enumerate(words, n, default=0))), list(enumerate(words, start=n)), list(enumerate(iterable=words))]
r_minmax = [attempt(lambda: max()), attempt(lambda: min(words, reversed=True)), max(words, key=len, default=None), min(3, n, 5)]
r_build = [attempt(lambda: list(words, words)), attempt(lambda: set(words, sep=",")), attempt(lambda: tuple(iterable=words)), dict(words=n, x=1)]
r_flags = [attempt(lambda: bool(x=1)), attempt(lambda: callable(len, n)), attempt(lambda: isinstance(n)), attempt(lambda: all(words, n))]
r_map = [attempt(lambda: list(map(len))), list(map(len, words)), attempt(lambda: list(zip(words, fill=0))), list(zip(words, words, strict=True))]
text = "a,b,a"
r_str = [attempt(lambda: text.upper(n)), attempt(lambda: text.split(",", 1, 2)), text.split(sep=",", maxsplit=1), attempt(lambda: text.strip(chars="a"))]
r_str2 = [attempt(lambda: text.startswith()), text.count("a", 1), attempt(lambda: text.join()), attempt(lambda: text.isdigit(n))]
items = [3, 1, 2]
r_list = [attempt(lambda: items.append()), attempt(lambda: items.sort(len)), attempt(lambda: items.insert(0)), attempt(lambda: items.copy(n)), list(items)]
items.sort(key=lambda v: -v, reverse=True)
r_sorted_items = list(items)
table = {"a": 1}
r_dict = [attempt(lambda: table.get()), attempt(lambda: table.get("a", 0, 1)), attempt(lambda: table.clear(n)), table.get("a"), dict(table)]
table.update({"b": 2}, c=3)
r_dict_updated = sorted(table.items())
seen = {1, 2}
r_set = [attempt(lambda: seen.add()), attempt(lambda: seen.discard(1, 2)), seen.union([3], [4]), attempt(lambda: seen.issubset()), sorted(seen)]
pair = (1, 2, 1)
r_tuple = [attempt(lambda: pair.count()), pair.index(2, 0, 3), attempt(lambda: pair.index(value=2))]
r_int = [attempt(lambda: int(base=n + 5)), attempt(lambda: int(n, 10)), int("12", base=n + 5), attempt(lambda: int(x="5")), int()]
