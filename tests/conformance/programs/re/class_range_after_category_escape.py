# probe: a character class where a category escape (\w, \d, \s) is followed by '-' and another item is a bad range (re.error); '-' first, last or escaped stays literal
# inputs
s = "a-z_9 ]"
# body
import re
def attempt(p):
    try:
        return re.findall(p, s)
    except re.error as e:
        return type(e).__name__
r_word_dash = attempt(r"[\w-z]")
r_digit_dash_word = attempt(r"[\d-\w]")
r_space_dash = attempt(r"[\s-a]")
r_dash_last = attempt(r"[\w-]")
r_dash_first = attempt(r"[-\w]")
r_escaped_dash = attempt(r"[\w\-z]")
r_literal_range = attempt(r"[a-z]")
r_range_to_escape = attempt(r"[a-\d]")
r_reversed = attempt(r"[z-a]")
r_bracket = attempt(r"[]a]")
