# probe: guards are evaluated after the pattern binds; a failed guard tries the next case
# inputs
values = [-3, 0, 4, 11]
# body
log = []
def check(v):
    log.append(v)
    return v > 10
def grade(x):
    match x:
        case n if n < 0:
            return "negative"
        case 0:
            return "zero"
        case n if check(n):
            return "big"
        case n:
            return "small"
r_grades = [grade(v) for v in values]
r_log = log
match (1, 2):
    case (a, b) if a > b:
        r_bound = "first"
    case (a, b):
        r_bound = (a, b)
