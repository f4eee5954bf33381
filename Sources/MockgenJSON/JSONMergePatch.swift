/// Applies an RFC 7396 JSON merge patch: `null` deletes a member, objects merge recursively,
/// anything else (arrays included) replaces the target whole.
///
/// Positions follow where each value was written, so an error in a variant points into the
/// variant's text: everything the patch adds or replaces keeps the patch's positions (key and
/// value). An object present in both keeps the target's position and key position, since the
/// object itself was written in the target and only some of its members come from the patch.
/// New members go after the target's, in the patch's order (RFC 7396, appendix A).
public func jsonMergePatch(_ target: JSONNode, _ patch: JSONNode) -> JSONNode {
    // RFC 7396 section 2, MergePatch(Target, Patch):
    guard case .object(let patchObject) = patch.value else {
        return patch  // not an object: the patch replaces
    }
    var result: JSONObject
    let location: JSONLocation
    if case .object(let targetObject) = target.value {
        result = targetObject
        location = target.location
    } else {
        result = JSONObject()  // "Target = {}"
        location = patch.location
    }
    for member in patchObject.members {
        if member.node.value.isNull {
            result.remove(member.key)
            continue
        }
        if let existing = result.member(member.key),
            existing.node.value.object != nil, member.node.value.object != nil
        {
            result.set(
                member.key, keyLocation: existing.keyLocation,
                node: jsonMergePatch(existing.node, member.node))
        } else {
            // Absent or not an object in the target: MergePatch(non-object, value), which is
            // the value itself, or for an object the object applied to {} (its nulls dropped).
            let absent = JSONNode(.null, at: member.node.location)
            result.set(
                member.key, keyLocation: member.keyLocation,
                node: jsonMergePatch(absent, member.node))
        }
    }
    return JSONNode(.object(result), at: location)
}
