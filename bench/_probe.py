import time, sys
try:
    from js import cpuMs
except ImportError:
    cpuMs = lambda: time.process_time()*1000
from inkwell.words import load, find_words
from inkwell.words.finder import _index
for n in ("common","huge"):
    d = load(n)
    t = cpuMs(); _index(d); t1 = cpuMs(); d._search_index.marks(); t2=cpuMs()
    print(n, "index load ms", round(t1-t,1), "marks ms", round(t2-t1,1), d._search_index.nbytes)
d = load("large"); _index(d)
hand = ["th", "er", "in", "a", "s", "t", "l", "n", "o", "r"]
vals=[3, 2, 2, 1, 1, 1, 1, 1, 1, 1]
for _ in range(3):
    t=cpuMs(); r=find_words(d, hand, wilds=2, values=vals, limit=50); print("best50 ms", round(cpuMs()-t,1), len(r))
d=load("huge")
for _ in range(3):
    t=cpuMs(); r=find_words(d, "retainsqxyzl", wilds=2); print("all ms", round(cpuMs()-t,1), len(r))
