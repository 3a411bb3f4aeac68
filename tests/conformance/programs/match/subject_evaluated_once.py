# probe: the subject expression runs once however many cases are tried; a tuple subject without parentheses; a walrus subject; a starred subject
# inputs
base = [1, 2, 3]
# body
count = 0
def subject():
    global count
    count += 1
    return base
match subject():
    case [0, *_]:
        r_first = "zero"
    case [_, 0, *_]:
        r_first = "second zero"
    case (1 | 2) as one, *_:
        r_first = ("starts", one)
r_count = count
match base[0], base[-1]:
    case (1, 3):
        r_tuple = "one-three"
    case _:
        r_tuple = "other"
match (n := len(base)):
    case 3:
        r_walrus = ("three", n)
match *base, 4:
    case [*init, 4]:
        r_starred = init
r_count_end = count
