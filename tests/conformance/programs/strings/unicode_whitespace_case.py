# probe: split/strip over unicode whitespace (NBSP, ideographic space, \x1c-\x1f, \x85) and not-whitespace (zero-width space); title/capitalize/upper of special letters
# inputs
s = "\xa0a\u3000b\x1fc\x85d\u200be\u2009"
word = "ŉ ǆemal ß ﬂour"
# body
r_split = s.split()
r_rsplit1 = s.rsplit(None, 1)
r_strip = s.strip()
r_isspace = [c.isspace() for c in s]
r_title = word.title()
r_cap = word.capitalize()
r_upper = word.upper()
r_len_upper = len(word.upper())
r_lower_sigma = ["Σ".lower(), "ΑΣ".lower(), "ΑΣ Β".lower(), "Σ Α".lower(), "ΑΣΑ".lower(), "Α.Σ".lower()]
r_title_digits = ("1st 2nd x3y".title(), "hello_world".title(), "ÀB".title())
r_casefold = ("ΣΑΣ".casefold(), "ﬃ".casefold(), "ẞ".casefold(), "İ".casefold())
r_swapcase = ("ǅ".swapcase(), "ß".swapcase(), "ﬁ".swapcase())
r_center_fmt = ("ab".center(5), f"{'ab':^5}", format("ab", "^6"), "abc".center(6), f"{'abc':^6}")
r_ident = ["é".isidentifier(), "a·b".isidentifier(), "℘x".isidentifier(), "1a".isidentifier(), "_".isidentifier(), "a-b".isidentifier()]
