
    const w = window;
    w.__commits = [];
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, renderers: new Map(), inject() { return 1; }, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      checkDCE() {},
      onCommitFiberRoot(_id, root) {
        w.__all = (w.__all ?? 0) + 1; if (!w.__record) return;
        try {
        const counts = {}; let mounted = 0, updated = 0, deleted = 0, flagged = 0, delSizes = [];
        const size = (f) => { let n = 0; const st = [f]; while (st.length) { const x = st.pop(); n++; for (let c = x.child; c; c = c.sibling) st.push(c); } return n; };
        const nameOf = (f) => { const t = f.type; if (!t) return String(f.tag); if (typeof t === 'string') return t; return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)) || '?'; };
        const walk = (f) => {
          for (let c = f; c; c = c.sibling) {
            const prev = c.alternate;
            const isNew = !prev;
            const rendered = isNew || (c.flags & 1) === 1;
            if ([0, 1, 11, 14, 15].includes(c.tag) && rendered) { const k = nameOf(c); counts[k] = (counts[k] ?? 0) + 1; isNew ? mounted++ : updated++; }
            if (c.deletions) { deleted += c.deletions.length; for (const d of c.deletions) delSizes.push(nameOf(d) + ':' + size(d)); }
            if (c.flags & 0x3efe) flagged++;
            if (c.child && (!prev || prev.child !== c.child)) walk(c.child);
          }
        };
        walk(root.current.child);
        w.__commits.push({ at: performance.now(), mounted, updated, deleted, counts, flagged, delSizes });
        } catch (e) { w.__commits.push({ err: String(e) }); }
      },
    };
  